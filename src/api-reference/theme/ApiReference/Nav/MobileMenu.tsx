/**
 * The API reference's contents in the navbar's drawer on phones and tablets, through Docusaurus's own
 * secondary-menu slot (as the docs pages put their sidebar there): the menu button, then an operation,
 * reach any operation from anywhere on the page, and "Back to main menu" leads to the site's menu.
 * It renders only when the drawer opens.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {apiSpecs} from '../../../spec/registry';
import type {OutlineGroup} from '../../../view-model/page-shell';
import OperationLabel from './OperationLabel';
import styles from './styles.module.css';

interface MenuProps {
  readonly specId: string;
  readonly outline: readonly OutlineGroup[];
}

function DrawerContents({specId, outline}: MenuProps): ReactNode {
  const drawer = useNavbarMobileSidebar();
  // A chosen link closes the drawer, so the reader lands on what they chose.
  const close = () => drawer.toggle();
  return (
    <ul className="menu__list">
      <li className="menu__list-item">
        <p className={styles.drawerTitle}>APIs</p>
        <ul className="menu__list">
          {apiSpecs.map((entry) => (
            <li key={entry.id} className="menu__list-item">
              <Link
                to={entry.route}
                className={clsx('menu__link', entry.id === specId && 'menu__link--active')}
                aria-current={entry.id === specId ? 'page' : undefined}
                onClick={close}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </li>
      {outline.map((group) => (
        <li key={group.anchor} className="menu__list-item">
          <Link to={`#${group.anchor}`} className={clsx('menu__link', styles.tagLink)} onClick={close}>
            {group.name}
          </Link>
          <ul className="menu__list">
            {group.items.map((item) => (
              <li key={item.anchor} className="menu__list-item">
                <Link to={`#${item.anchor}`} className={clsx('menu__link', styles.drawerLink)} onClick={close}>
                  <OperationLabel item={item} />
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Puts this page's contents in the navbar's drawer. Renders nothing in the page itself. */
export default function ApiNavDrawer(props: MenuProps): ReactNode {
  return <NavbarSecondaryMenuFiller component={DrawerContents} props={props} />;
}
