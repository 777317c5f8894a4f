import './Menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Draws a separator above this item. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name, e.g. "Open menu". */
  triggerLabel: string;
  /** What the trigger shows; defaults to a hamburger icon. */
  triggerContent?: ReactNode;
  items: readonly MenuAction[];
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

function HamburgerIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

// Radix gives the menu button/menu roles, arrow-key navigation, typeahead and focus return.
export function Menu({
  triggerLabel,
  triggerContent,
  items,
  align = 'start',
  open,
  onOpenChange,
  className,
}: MenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        className={['ui-menu__trigger', className].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
      >
        {triggerContent ?? <HamburgerIcon />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-menu" align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item, index) => (
            <MenuEntry key={`${index}-${item.label}`} item={item} first={index === 0} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuEntry({ item, first }: { item: MenuAction; first: boolean }) {
  return (
    <>
      {item.separatorBefore && !first && <DropdownMenu.Separator className="ui-menu__separator" />}
      <DropdownMenu.Item className="ui-menu__item" disabled={item.disabled} onSelect={item.onSelect}>
        {item.label}
      </DropdownMenu.Item>
    </>
  );
}
