// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomShims } from '../../test/dom';
import { ZoomControl, clampZoom, stepZoom } from './ZoomControl';

beforeAll(installDomShims);
afterEach(cleanup);

function Controlled({ start }: { start: number }) {
  const [zoom, setZoom] = useState(start);
  return <ZoomControl value={zoom} onChange={setZoom} />;
}

const show = (start: number) =>
  render(
    <MantineProvider>
      <Controlled start={start} />
    </MantineProvider>,
  );
const value = () => screen.getByTestId('zoom-value').textContent;
const button = (label: string) => screen.getByLabelText(label) as HTMLButtonElement;

describe('ZoomControl', () => {
  it('steps 0.25 at a time from 0.5 to 2, each end disabling its button', () => {
    show(1);
    expect(value()).toBe('100%');
    for (let i = 0; i < 6; i++) fireEvent.click(button('Zoom in'));
    expect(value()).toBe('200%');
    expect(button('Zoom in').disabled).toBe(true);
    for (let i = 0; i < 8; i++) fireEvent.click(button('Zoom out'));
    expect(value()).toBe('50%');
    expect(button('Zoom out').disabled).toBe(true);
    expect(button('Zoom in').disabled).toBe(false);
  });

  it('goes back to 100% from the percentage', () => {
    show(1.75);
    fireEvent.click(screen.getByTestId('zoom-value'));
    expect(value()).toBe('100%');
  });

  it('keeps any zoom on the spec scale', () => {
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(1.3)).toBe(1.25);
    expect(stepZoom(1.9, 1)).toBe(2);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });
});
