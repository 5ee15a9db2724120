// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomization } from '@common/avatar/customization';
import { useSettings } from '../../stores/settings';
import { Avatar, type AvatarProps } from './Avatar';

/** jsdom never loads images: every Image "loads" at once so the component shows the picture. */
beforeAll(() => {
  Object.defineProperty(window.HTMLImageElement.prototype, 'src', {
    set(this: HTMLImageElement) {
      queueMicrotask(() => this.onload?.(new Event('load')));
    },
    configurable: true,
  });
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  useSettings.setState({ optimizedMode: false });
});

async function show(props: AvatarProps) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Avatar {...props} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  await act(async () => {});
  return screen.getByRole('img', { name: /avatar/ });
}

describe('Avatar', () => {
  it('shows the front view of a player from the sheet by username', async () => {
    const img = await show({ username: 'Ava', size: 200 });
    expect(img.style.backgroundImage).toContain('/cdn/avatar/Ava.png');
    expect(img.style.width).toBe('100px');
    expect(img.style.backgroundPosition).toBe('0px 0px');
  });

  it('rotates with wrap both ways, reading views 4 and 5 from swapped columns', async () => {
    const img = await show({ username: 'Ava', size: 850, rotatable: true });
    const left = screen.getByLabelText('Rotate left');
    fireEvent.click(left);
    // View 5 (front-left) is sheet column 4.
    expect(img.dataset.view).toBe('5');
    expect(img.style.backgroundPosition).toBe('-1700px 0px');
    fireEvent.click(left);
    expect(img.dataset.view).toBe('4');
    expect(img.style.backgroundPosition).toBe('-2125px 0px');
    fireEvent.click(screen.getByLabelText('Rotate right'));
    fireEvent.click(screen.getByLabelText('Rotate right'));
    fireEvent.click(screen.getByLabelText('Rotate right'));
    expect(img.dataset.view).toBe('1');
  });

  it('zooms from 0.5 to 2 in steps of 0.25', async () => {
    const img = await show({ username: 'Ava', size: 100, zoomable: true, zoom: 1.75 });
    expect(img.style.height).toBe('175px');
    fireEvent.click(screen.getByLabelText('Zoom in'));
    expect(img.style.height).toBe('200px');
    expect((screen.getByLabelText('Zoom in') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getByLabelText('Zoom out'));
    expect(img.style.height).toBe('50px');
  });

  it('zooms inside a frame of its own size, which pans only when zoomed in', async () => {
    const img = await show({ username: 'Ava', size: 200, zoomable: true });
    const frame = screen.getByTestId('zoom-frame');
    expect(frame.style.width).toBe('100px');
    expect(frame.style.height).toBe('200px');
    expect(screen.getByTestId('zoom-value').textContent).toBe('100%');
    expect(frame.dataset.pans).toBeUndefined();
    fireEvent.click(screen.getByLabelText('Zoom in'));
    fireEvent.click(screen.getByLabelText('Zoom in'));
    expect(img.style.height).toBe('300px');
    expect(screen.getByTestId('zoom-value').textContent).toBe('150%');
    // The frame keeps its size (the page around it does not move) and pans the bigger avatar.
    expect(frame.style.height).toBe('200px');
    expect(frame.dataset.pans).toBe('true');
    // The percentage goes back to 100%.
    fireEvent.click(screen.getByTestId('zoom-value'));
    expect(img.style.height).toBe('200px');
    fireEvent.click(screen.getByLabelText('Zoom out'));
    expect(img.style.height).toBe('150px');
    expect(frame.dataset.pans).toBeUndefined();
  });

  it('zooms with + and - when focused, and tells a caller that keeps the zoom', async () => {
    const seen: number[] = [];
    const img = await show({ username: 'Ava', size: 100, zoomable: true, zoom: 1, onZoomChange: (z) => seen.push(z) });
    const box = screen.getByTestId('zoom-control').closest('[tabindex="0"]')!;
    fireEvent.keyDown(box, { key: '+' });
    fireEvent.keyDown(box, { key: '=' });
    expect(img.style.height).toBe('150px');
    fireEvent.keyDown(box, { key: '-' });
    expect(seen).toEqual([1.25, 1.5, 1.25]);
    expect(img.style.height).toBe('125px');
  });

  it('shows the 218x218 thumbnail in thumbnail mode', async () => {
    const img = await show({ username: 'Ava', thumbnail: true, size: 34 });
    expect(img.style.backgroundImage).toContain('/cdn/user-thumbnail/Ava.webp');
    expect(img.style.width).toBe('34px');
    expect(img.style.height).toBe('34px');
  });

  it('uses the half-size sheet in optimized mode', async () => {
    useSettings.setState({ optimizedMode: true });
    const img = await show({ username: 'Ava', rotatable: true });
    expect(img.style.backgroundImage).toContain('/cdn/avatar/Ava.small.png');
    expect(img.style.height).toBe('425px');
    fireEvent.click(screen.getByLabelText('Rotate right'));
    expect(img.style.backgroundPosition).toBe('-213px 0px');
  });

  it('draws a given customization through the preview URL', async () => {
    const img = await show({ customization: defaultCustomization(false), size: 300 });
    expect(img.style.backgroundImage).toContain('/cdn/preview.png?variant=sheet&c=');
  });
});
