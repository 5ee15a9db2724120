// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REDACTION_MARKER } from '@common/world/chat';
import { configureApi } from '../../api/client';
import { installDomShims } from '../../test/dom';
import { BBCodeView } from '../BBCode/BBCodeView';
import { RedactedText } from './Redacted';

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});
afterEach(cleanup);

const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ModalsProvider>{node}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('words the word filter censored', () => {
  it('show as blurred bars in plain text, never as the marker', () => {
    wrap(
      <p data-testid="line">
        <RedactedText text={`what a ${REDACTION_MARKER} day, ${REDACTION_MARKER}!`} />
      </p>,
    );
    expect(screen.getAllByTestId('redacted')).toHaveLength(2);
    expect(screen.getByTestId('line').textContent).toBe('what a  day, !');
  });

  it('show as blurred bars in BBCode texts (forum posts, mail, comments, bios), inside tags and across lines', () => {
    wrap(<BBCodeView text={`[b]you ${REDACTION_MARKER}[/b]\nand ${REDACTION_MARKER} again`} />);
    const view = screen.getByTestId('bbcode');
    expect(screen.getAllByTestId('redacted')).toHaveLength(2);
    expect(view.querySelector('strong [data-testid="redacted"]')).not.toBeNull();
    expect(view.textContent).toBe('you and  again');
  });
});
