/** What a reference page shows when its specification could not be loaded: the reason, never a blank page. */
import React, {type ReactNode} from 'react';

export const failurePrefix = 'This specification could not be loaded: ';

export default function SpecFailure({reason}: {reason: string}): ReactNode {
  return (
    <div className="alert alert--warning margin-vert--md" data-api-spec-error="">
      <p className="margin-bottom--none">{`${failurePrefix}${reason}`}</p>
    </div>
  );
}
