import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastState } from './useToastState';

describe(useToastState.name, () => {
  it('should return distinct ids and keep the order when showing two toasts', () => {
    const { result } = renderHook(() => useToastState());

    let ids: string[] = [];
    act(() => {
      ids = [result.current.show('info', 'one'), result.current.show('info', 'two', 3000)];
    });

    expect(new Set(ids).size).toBe(2);
    expect(result.current.toasts).toEqual([
      { id: ids[0], tone: 'info', message: 'one', duration: undefined },
      { id: ids[1], tone: 'info', message: 'two', duration: 3000 },
    ]);
  });

  it('should remove only the given toast when dismissing it', () => {
    const { result } = renderHook(() => useToastState());
    let first = '';
    act(() => {
      first = result.current.show('error', 'Error renaming conversation');
      result.current.show('success', 'Conversation renamed successfully');
    });

    act(() => {
      result.current.dismiss(first);
    });

    expect(result.current.toasts.map((toast) => toast.message)).toEqual([
      'Conversation renamed successfully',
    ]);
  });
});
