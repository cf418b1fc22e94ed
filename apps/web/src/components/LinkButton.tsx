import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** An antd Button rendered as a link that navigates inside the SPA (no nested <a><button>). */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={handleClick} />;
}
