// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Drawer, MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomShims } from '../test/dom';
import { nestedEscape, popoverEscape } from '../components/escape';
import { useDialogs } from '../stores/dialogs';
import { DialogHost } from './DialogHost';

beforeAll(() => {
  installDomShims();
});
afterEach(() => {
  cleanup();
  act(() => useDialogs.getState().close());
});

/** The host with a sheet that opens over it, as the outfits feed's comments sheet does. */
function Page() {
  const [sheet, setSheet] = useState(false);
  return (
    <MantineProvider>
      <DialogHost />
      <Button onClick={() => setSheet(true)}>open sheet</Button>
      {/* Something that takes Escape for itself, as an overlay on a card does. */}
      <input aria-label="taker" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
      <Drawer opened={sheet} onClose={() => setSheet(false)} {...nestedEscape(() => setSheet(false))} transitionProps={{ duration: 0 }} title="Comments">
        <button type="button">send</button>
        {/* A popover inside the sheet, which closes itself on Escape. */}
        <div {...popoverEscape}>
          <button type="button">skin tone</button>
        </div>
      </Drawer>
    </MantineProvider>
  );
}

const isOpen = () => useDialogs.getState().index >= 0;

describe('the dialog host and Escape', () => {
  it('closes on Escape wherever the focus is', async () => {
    render(<Page />);
    act(() => useDialogs.getState().open('about'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('stays open while a sheet is open over it, even when the focus fell out of the sheet', async () => {
    render(<Page />);
    act(() => useDialogs.getState().open('about'));
    fireEvent.click(screen.getByText('open sheet'));
    await screen.findByText('Comments');
    // A button disabled while sending drops the focus to the page: the key's target is the body.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(isOpen()).toBe(true);
    // A popover inside the sheet takes the key for itself: the sheet and the dialog stay.
    fireEvent.keyDown(screen.getByText('skin tone'), { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Comments')).not.toBeNull();
    expect(isOpen()).toBe(true);
    // Inside the sheet, Escape closes the sheet only.
    fireEvent.keyDown(screen.getByText('send'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Comments')).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(isOpen()).toBe(true);
    // With the sheet gone, the next Escape closes the dialog.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('stays open when something on the page handled the key', async () => {
    render(<Page />);
    act(() => useDialogs.getState().open('about'));
    fireEvent.keyDown(screen.getByLabelText('taker'), { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(isOpen()).toBe(true);
  });
});
