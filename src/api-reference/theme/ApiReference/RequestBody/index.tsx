/** The request body of an operation: whether it is required, its description and each media type. */
import React, {type ReactNode} from 'react';
import type {RequestBodyView} from '../../../view-model/types';
import MediaContent from '@theme/ApiReference/MediaContent';
import RichText from '@theme/ApiReference/RichText';

export default function RequestBody({body}: {body: RequestBodyView}): ReactNode {
  return (
    <>
      <p>
        {body.required === true ? 'Required.' : 'Optional.'}
        {body.content.length === 1 && (
          <>
            {' '}
            Content type <code>{body.content[0]!.mediaType}</code>.
          </>
        )}
      </p>
      <RichText value={body.description} />
      {body.content.map((media) => (
        <MediaContent key={media.mediaType} media={media} showMediaType={body.content.length > 1} />
      ))}
    </>
  );
}
