// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirm } from './confirm';
import { installDomShims } from '../../test/dom';
import { DialogHost } from '../../dialogs/DialogHost';
import { useDialogs } from '../../stores/dialogs';

beforeAll(() => {
  installDomShims();
});
afterEach(() => {
  cleanup();
  act(() => useDialogs.getState().close());
});

/** A dialog open in the dialog host, for a question to be asked over it. */
function showDialog() {
  render(
    <MantineProvider>
      <ModalsProvider>
        <DialogHost />
      </ModalsProvider>
    </MantineProvider>,
  );
  act(() => useDialogs.getState().open('about'));
}

describe('confirm', () => {
  it('Escape answers no and closes only the question, not the dialog beneath', async () => {
    showDialog();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Delete this mail?' });
    });
    const no = await screen.findByTestId('confirm-no');
    act(() => no.focus());
    fireEvent.keyDown(no, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Delete this mail?')).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(useDialogs.getState().index).toBe(0);
  });

  it('resolves true on confirm', async () => {
    showDialog();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Tip 1,000 coins?', danger: true });
    });
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await expect(answer).resolves.toBe(true);
  });
});
