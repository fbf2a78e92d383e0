/**
 * What can change on each object of a specification, derived from its operations (see ./derive.ts):
 * the answer to "can I change it afterwards?" that the API reference and the guides show.
 */

/** An operation of the same specification, and the part of its body that makes the change, if any. */
export interface OperationRef {
  /** The specification of the operation when it is not the object's own (notes only). */
  specId?: string;
  operationId: string;
  /** A property of a contract edit's body, such as `update_commits`. */
  part?: string;
}

export interface FieldLifecycle {
  name: string;
  /** The request body of a create operation carries it. */
  atCreation: boolean;
  /** Operations that change it after creation, in specification order. */
  changedBy: OperationRef[];
}

/** An operation that ends an object's life: archive, void, end, cancel or delete. */
export interface RetireOperation {
  kind: string;
  operation: OperationRef;
}

export interface ObjectLifecycle {
  /** Name under `components/schemas`. */
  name: string;
  createdBy: OperationRef[];
  /** Top-level properties, in schema order. */
  fields: FieldLifecycle[];
  retiredBy: RetireOperation[];
}

/** An object's lifecycle with its notes applied: what the reference and the guides show. */
export interface ObjectChanges extends ObjectLifecycle {
  specId: string;
  /** Path of the owning guide below the site root, with slashes: `/manage-product-access/provision-customer/`. */
  guidePath?: string;
  /** Markdown: what to do instead, per group of fields that cannot change. */
  instead: {fields: string[]; text: string}[];
  general?: string;
  /** Markdown: where the app shows the object. */
  app?: string;
}
