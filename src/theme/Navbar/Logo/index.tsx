/**
 * Wraps the navbar logo to animate it: one turn on hover or keyboard focus, reset after 250 ms so it
 * can play again. Override this wrapper to change the animation, not the logo itself.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import OriginalNavbarLogo from '@theme-original/Navbar/Logo';
import {logoSpinResetMs} from './spin';
import styles from './styles.module.css';

export default function NavbarLogo(): ReactNode {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const spin = useCallback(() => {
    if (timer.current !== undefined) {
      return;
    }
    setSpinning(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setSpinning(false);
    }, logoSpinResetMs);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div
      className={spinning ? `${styles.logo} ${styles.spinning}` : styles.logo}
      data-spinning={spinning ? 'true' : 'false'}
      style={{'--logo-spin-duration': `${logoSpinResetMs}ms`} as React.CSSProperties}
      onPointerEnter={spin}
      onFocus={spin}>
      <OriginalNavbarLogo />
    </div>
  );
}
