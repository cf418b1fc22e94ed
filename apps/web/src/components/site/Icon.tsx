import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

/** The SVG's attributes as React names them (fill-rule → fillRule). */
const props = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

const draw = ({ tag, attrs, children = [] }: AbstractNode, key?: number): ReactNode =>
  createElement(tag, { key, ...props(attrs) }, ...children.map(draw));

/**
 * One of antd's outlined icons drawn from its SVG data (@ant-design/icons-svg) without antd's
 * icon component; named for screen readers when `label` is given, hidden from them otherwise.
 */
export function Icon({ icon, label, className }: { icon: IconDefinition; label?: string; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span
      className={className ? `pl-icon ${className}` : 'pl-icon'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {createElement(
        'svg',
        { ...props(svg.attrs), width: '1em', height: '1em', fill: 'currentColor' },
        ...(svg.children ?? []).map(draw),
      )}
    </span>
  );
}
