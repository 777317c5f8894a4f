import './Menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, useRef } from 'react';
import type { ReactNode, Ref } from 'react';

export interface MenuAction {
  label: string;
  /** Called when the item is chosen; a link item (`href`) may leave it out. */
  onSelect?: () => void;
  /** Makes the item a link that opens in a new tab (middle-click and "copy link" work as on any link). */
  href?: string;
  disabled?: boolean;
  /**
   * Why the item cannot be used just now (e.g. "Needs a connection"): shown under its label and given as its
   * description. Unlike `disabled`, the item stays reachable with the arrow keys, as the WAI-ARIA menu pattern
   * advises, so that a screen reader user hears it and why; choosing it does nothing.
   */
  unavailable?: string;
  /**
   * The item moves focus itself (it opens a field): it runs once the menu has closed, and the menu does not
   * return focus to its button.
   */
  movesFocus?: boolean;
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
  /** The menu button, e.g. to give focus back to once what an item opened is done. */
  triggerRef?: Ref<HTMLButtonElement>;
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
  triggerRef,
}: MenuProps) {
  // An item that moves focus itself runs once the menu has closed and let go of focus (Radix would otherwise
  // return it to the button, or a surrounding dialog would claim it, after the item has placed it).
  const afterClose = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={['ui-menu__trigger', className].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
      >
        {triggerContent ?? <HamburgerIcon />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="ui-menu"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const action = afterClose.current;
            afterClose.current = null;
            if (!action) return;
            event.preventDefault();
            action();
          }}
        >
          {items.map((item, index) => (
            <MenuEntry
              key={`${index}-${item.label}`}
              item={item}
              first={index === 0}
              onDeferred={(action) => (afterClose.current = action)}
            />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuEntry({
  item,
  first,
  onDeferred,
}: {
  item: MenuAction;
  first: boolean;
  onDeferred: (action: () => void) => void;
}) {
  const select = () => {
    if (item.movesFocus && item.onSelect) onDeferred(item.onSelect);
    else item.onSelect?.();
  };
  return (
    <>
      {item.separatorBefore && !first && <DropdownMenu.Separator className="ui-menu__separator" />}
      {item.unavailable ? (
        <UnavailableEntry label={item.label} reason={item.unavailable} />
      ) : item.href ? (
        <DropdownMenu.Item asChild className="ui-menu__item" disabled={item.disabled} onSelect={select}>
          <a href={item.href} target="_blank" rel="noopener noreferrer">
            {item.label}
          </a>
        </DropdownMenu.Item>
      ) : (
        <DropdownMenu.Item className="ui-menu__item" disabled={item.disabled} onSelect={select}>
          {item.label}
        </DropdownMenu.Item>
      )}
    </>
  );
}

function UnavailableEntry({ label, reason }: { label: string; reason: string }) {
  const reasonId = useId();
  return (
    <DropdownMenu.Item
      className="ui-menu__item ui-menu__item--unavailable"
      aria-disabled="true"
      aria-describedby={reasonId}
      // Choosing it keeps the menu open: nothing happens, and the reason stays in view.
      onSelect={(event) => event.preventDefault()}
    >
      {label}
      {/* The item's description, not part of its name (which stays the label: "Search", unavailable). */}
      <span id={reasonId} className="ui-menu__reason" aria-hidden="true">
        {reason}
      </span>
    </DropdownMenu.Item>
  );
}
