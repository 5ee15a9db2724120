// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BBCodeEditor } from './BBCodeEditor';
import { installDomShims } from '../../test/dom';

beforeAll(() => {
  installDomShims();
});
afterEach(cleanup);

function Editor({ initial, max }: { initial: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return <BBCodeEditor value={value} onChange={setValue} maxLength={max} />;
}

function show(initial: string, max?: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Editor initial={initial} max={max} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('bbcode-textarea') as HTMLTextAreaElement;
}

describe('BBCodeEditor', () => {
  it('has 14 rows and a 9999-character limit by default, with a counter', () => {
    const area = show('hello');
    expect(area.rows).toBe(14);
    expect(area.maxLength).toBe(9999);
    expect(screen.getByTestId('bbcode-counter').textContent).toBe('5 / 9,999');
  });

  it('wraps the selection in the tag of a toolbar button and previews it live', async () => {
    const area = show('say hi now');
    area.setSelectionRange(4, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(area.value).toBe('say [b]hi[/b] now');
    await act(async () => {});
    expect(screen.getByTestId('bbcode-preview').querySelector('strong')?.textContent).toBe('hi');
  });

  it('offers every size and font of the rules', () => {
    show('');
    const options = (testId: string) => {
      fireEvent.click(screen.getByTestId(testId));
      return screen.getAllByRole('option').map((o) => o.textContent);
    };
    expect(options('bbcode-size')).toEqual(['8', '10', '12', '14', '16', '18', '20', '24', '28', '32', '36', '48', '72']);
    fireEvent.click(screen.getByTestId('bbcode-size'));
    expect(options('bbcode-font')).toEqual(['Arial', 'Times New Roman', 'Georgia', 'Verdana', 'Courier New', 'Comic Sans MS', 'Impact', 'Tahoma', 'Trebuchet MS', 'Palatino']);
  });

  it("says 'Parse Error:' with the tags to fix while they are wrong, and nothing once they are right", async () => {
    const area = show('[b]bold and [i]italic[/b]');
    await act(async () => {});
    expect(screen.getByTestId('bbcode-parse-problems').textContent).toBe('Parse Error: [i] is never closed');
    fireEvent.change(area, { target: { value: '[b]bold and [i]italic[/i][/b][/u]' } });
    await act(async () => {});
    expect(screen.getByTestId('bbcode-parse-problems').textContent).toBe('Parse Error: [/u] closes no open tag');
    fireEvent.change(area, { target: { value: '[b]bold and [i]italic[/i][/b]' } });
    await act(async () => {});
    expect(screen.queryByTestId('bbcode-parse-problems')).toBeNull();
    // The preview still draws what can be drawn.
    expect(screen.getByTestId('bbcode-preview').querySelector('strong em, strong i')?.textContent).toBe('italic');
  });

  it('counts the problems it does not describe', async () => {
    show('[/b]'.repeat(5));
    await act(async () => {});
    expect(screen.getByTestId('bbcode-parse-problems').textContent).toBe('Parse Error: [/b] closes no open tag; [/b] closes no open tag; [/b] closes no open tag (and 2 more)');
  });

  it('does not insert past the limit', () => {
    const area = show('abcd', 10);
    area.setSelectionRange(0, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(area.value).toBe('abcd');
    expect(area.maxLength).toBe(10);
  });
});
