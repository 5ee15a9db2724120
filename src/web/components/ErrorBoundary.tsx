import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/**
 * Keeps one failing part of the screen from blanking the whole app: it shows what happened and
 * offers a reload (or, for a panel, just that panel's message).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; label?: string; compact?: boolean }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[${this.props.label ?? 'app'}]`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.compact) {
      return (
        <Text c="red" size="sm" p="md">
          {this.props.label ?? 'This panel'} could not be shown: {this.state.error.message}
        </Text>
      );
    }
    return (
      <Center h="100dvh" p="lg">
        <Stack align="center" gap="sm" maw={420}>
          <Title order={2}>Something went wrong</Title>
          <Text c="dimmed" ta="center">
            {this.state.error.message}
          </Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Center>
    );
  }
}
