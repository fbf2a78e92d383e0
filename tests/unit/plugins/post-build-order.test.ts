import {describe, expect, it} from 'vitest';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {createPostBuildOrder} from '../../../src/plugins/post-build-order';

const context = {} as LoadContext;
type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
const props = {} as PostBuildProps;

async function instantiate(module: PluginModule): Promise<Plugin> {
  return (await module(context, {}))!;
}

describe('createPostBuildOrder', () => {
  it('lets a reader wait until every writer, started at the same time, has finished', async () => {
    const order = createPostBuildOrder();
    const events: string[] = [];
    const slowWriter = await instantiate(
      order.writer(() => ({
        name: 'slow',
        async postBuild() {
          await new Promise((resolve) => setTimeout(resolve, 20));
          events.push('slow written');
        },
      })),
    );
    const reader: Plugin = {
      name: 'reader',
      async postBuild() {
        await order.written();
        events.push('read');
      },
    };
    const fastWriter = await instantiate(
      order.writer(() => ({
        name: 'fast',
        async postBuild() {
          events.push('fast written');
        },
      })),
    );
    // As Docusaurus does: every postBuild started together, the reader between the writers.
    await Promise.all([slowWriter, reader, fastWriter].map((plugin) => plugin.postBuild!(props)));
    expect(events).toEqual(['fast written', 'slow written', 'read']);
  });

  it('keeps the validator of the module, or the one given', async () => {
    const order = createPostBuildOrder();
    const validateOptions = (() => ({})) as PluginModule['validateOptions'];
    const factory = Object.assign(() => ({name: 'x'}), {validateOptions});
    expect(order.writer(factory).validateOptions).toBe(validateOptions);
    expect(order.writer(() => ({name: 'y'}), validateOptions).validateOptions).toBe(validateOptions);
  });

  it('fails the reader when a writer fails', async () => {
    const order = createPostBuildOrder();
    const writer = await instantiate(
      order.writer(() => ({
        name: 'broken',
        async postBuild() {
          throw new Error('disk full');
        },
      })),
    );
    const writing = writer.postBuild!(props);
    await expect(order.written()).rejects.toThrow('disk full');
    await expect(writing).rejects.toThrow('disk full');
  });
});
