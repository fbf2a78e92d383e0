/**
 * A highlighted code block that works without hydration: tokens are coloured by CSS classes (so the
 * colour mode can change without a re-render) and the copy button is wired by a delegated listener
 * (see useStaticInteractions); it stays hidden until that listener exists.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import styles from './styles.module.css';

/** No inline colours: the stylesheet colours tokens for both colour modes. */
const classOnlyTheme: PrismTheme = {plain: {}, styles: []};

/** Marks copy buttons for the delegated listener. */
export const copyButtonAttribute = 'data-api-copy';

export interface Props {
  code: string;
  language: string;
  /** Shown above the code, e.g. "Example (generated from the schema)". */
  title?: string;
}

export default function CodeSample({code, language, title}: Props): ReactNode {
  const text = code.replace(/\n$/, '');
  return (
    <div className={styles.block}>
      {title !== undefined && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <Highlight code={text} language={language} theme={classOnlyTheme}>
          {({tokens, getLineProps, getTokenProps}) => (
            <pre className={clsx(styles.pre, `language-${language}`)} tabIndex={0}>
              <code>
                {tokens.map((line, lineIndex) => {
                  const {style: _lineStyle, ...lineProps} = getLineProps({line});
                  return (
                    <span key={lineIndex} {...lineProps} className={styles.line}>
                      {line.map((token, tokenIndex) => {
                        const {style: _tokenStyle, ...tokenProps} = getTokenProps({token});
                        return tokenProps.className === 'token plain' ? (
                          <React.Fragment key={tokenIndex}>{tokenProps.children}</React.Fragment>
                        ) : (
                          <span key={tokenIndex} {...tokenProps} />
                        );
                      })}
                      {'\n'}
                    </span>
                  );
                })}
              </code>
            </pre>
          )}
        </Highlight>
        <button type="button" className={styles.copy} {...{[copyButtonAttribute]: ''}} hidden>
          Copy
        </button>
      </div>
    </div>
  );
}
