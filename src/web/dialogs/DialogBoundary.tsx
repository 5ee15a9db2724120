import { Component, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A dialog that throws shows a message inside its frame instead of taking the game down. */
export class DialogBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[dialog]', error);
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="This window could not open">
          {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
