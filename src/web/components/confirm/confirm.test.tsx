// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirm } from './confirm';
import { installDomShims } from '../../test/dom';

beforeAll(() => {
  installDomShims();
});
afterEach(cleanup);

/** A dialog (a Mantine modal closing on Escape, as the dialog host's) with a question asked over it. */
function showDialog(onClose: () => void) {
  render(
    <MantineProvider>
      <ModalsProvider>
        <Modal opened onClose={onClose} title="Mail" transitionProps={{ duration: 0 }}>
          <button type="button">inside the dialog</button>
        </Modal>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('confirm', () => {
  it('Escape answers no and closes only the question, not the dialog beneath', async () => {
    const dialogClosed = vi.fn();
    showDialog(dialogClosed);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Delete this mail?' });
    });
    const no = await screen.findByTestId('confirm-no');
    act(() => no.focus());
    fireEvent.focusIn(no);
    fireEvent.keyDown(no, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(dialogClosed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Delete this mail?')).toBeNull());
  });

  it('resolves true on confirm', async () => {
    showDialog(() => {});
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Tip 1,000 coins?', danger: true });
    });
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await expect(answer).resolves.toBe(true);
  });
});
