import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';
import type { MenuAction } from './Menu';

function items(overrides: Partial<Record<string, () => void>> = {}): MenuAction[] {
  return [
    { label: 'Reflection', onSelect: overrides.Reflection ?? vi.fn() },
    { label: 'History', onSelect: overrides.History ?? vi.fn(), separatorBefore: true },
    { label: 'Profile', onSelect: vi.fn(), disabled: true },
    { label: 'Logout', onSelect: overrides.Logout ?? vi.fn(), separatorBefore: true },
  ];
}

async function openWithKeyboard() {
  const trigger = screen.getByRole('button', { name: 'Open menu' });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe(Menu.name, () => {
  it('should render a collapsed menu button with an accessible label when closed', () => {
    render(<Menu triggerLabel="Open menu" items={items()} />);

    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('should list the items with separators and disabled state when opened with the keyboard', async () => {
    render(<Menu triggerLabel="Open menu" items={items()} />);

    const menu = await openWithKeyboard();

    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Reflection',
      'History',
      'Profile',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Reflection' })).toHaveFocus());
  });

  it('should call onSelect and close when an item is chosen', async () => {
    const onLogout = vi.fn();
    render(<Menu triggerLabel="Open menu" items={items({ Logout: onLogout })} />);
    await openWithKeyboard();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('should close and return focus to the trigger when Escape is pressed', async () => {
    render(<Menu triggerLabel="Open menu" items={items()} />);
    const menu = await openWithKeyboard();

    fireEvent.keyDown(menu, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('should show custom trigger content when given', () => {
    render(<Menu triggerLabel="Account" triggerContent="Me" items={items()} />);

    expect(screen.getByRole('button', { name: 'Account' })).toHaveTextContent('Me');
  });

  it('should render a link item that opens its address in a new tab', async () => {
    render(
      <Menu
        triggerLabel="Open menu"
        items={[{ label: 'Open in new tab', href: '#/conversation/c1' }, ...items()]}
      />,
    );
    await openWithKeyboard();

    const link = screen.getByRole('menuitem', { name: 'Open in new tab' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '#/conversation/c1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should run an item that moves focus once the menu has closed, and leave focus where it put it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Menu
            triggerLabel="Open menu"
            items={[{ label: 'Rename', onSelect: () => setOpen(true), movesFocus: true }]}
          />
          {open && <input aria-label="Title" autoFocus />}
        </>
      );
    }
    render(<Opener />);
    await openWithKeyboard();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));

    const field = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field).toHaveFocus();
  });

  it('should keep an unavailable item reachable by arrow keys, saying why, and do nothing when it is chosen', async () => {
    const onSearch = vi.fn();
    render(
      <Menu
        triggerLabel="Open menu"
        items={[
          { label: 'History', onSelect: vi.fn() },
          { label: 'Search', onSelect: onSearch, unavailable: 'Needs a connection' },
        ]}
      />,
    );
    await openWithKeyboard();
    const history = screen.getByRole('menuitem', { name: 'History' });
    await waitFor(() => expect(history).toHaveFocus());

    fireEvent.keyDown(history, { key: 'ArrowDown' });
    const search = screen.getByRole('menuitem', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(search).toHaveAttribute('aria-disabled', 'true');
    expect(search).toHaveAccessibleDescription('Needs a connection');
    expect(screen.getByText('Needs a connection')).toBeVisible();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
