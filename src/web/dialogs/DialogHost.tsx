import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { ActionIcon, Center, CloseButton, Group, Loader, Modal, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DIALOG_LABELS, MOBILE_BREAKPOINT } from '@common/dialogs';
import { currentDialog, useDialogs } from '../stores/dialogs';
import { TOPBAR_HEIGHT, Z } from '../shell/layout';
import { ComingSoon } from './ComingSoon';
import { DialogBoundary } from './DialogBoundary';
import { DIALOG_REGISTRY } from './registry';

/**
 * The dialog host (avatar-economy §2): the current dialog of the history in one frame with back
 * and forward; Escape closes; a close button on desktop. On mobile it fills the screen below
 * the top bar, whose red CLOSE button closes it.
 */
export function DialogHost() {
  const current = useDialogs(currentDialog);
  const { index, history, back, forward, close } = useDialogs();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  // Keep showing the last dialog while the frame animates out, instead of an empty frame.
  const [shown, setShown] = useState({ entry: current, at: index });
  if (current && (current !== shown.entry || index !== shown.at)) setShown({ entry: current, at: index });
  const entry = shown.entry;

  // Escape closes the dialog, wherever the focus is (a dialog that opened by itself, the ad, may
  // not have it yet), unless:
  // - a sheet or confirm is open over it (nestedEscape marks them data-nested-layer; a button
  //   disabled inside one drops the focus to the page, out of the sheet);
  // - the key's target is marked data-mantine-stop-propagation (an open Select, a menu item);
  // - something on the page handled it (prevented it: a popover, an overlay on a card).
  // Heard first (capture: an open tooltip stops the key on its way up), decided once the page had it.
  useEffect(() => {
    if (!current) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing) return;
      if ((e.target as Element | null)?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
      // The layer's root stays in the page while it is closed, empty.
      if (document.querySelector('[data-nested-layer]:not(:empty)')) return;
      setTimeout(() => {
        if (!e.defaultPrevented) close();
      });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [current, close]);
  const registration = entry ? DIALOG_REGISTRY[entry.name] : null;
  // The entry's props were checked against its name when it was opened (DialogPropsMap).
  const Body = registration?.component as ComponentType<object> | undefined;

  return (
    <Modal.Root
      opened={current !== null}
      onClose={close}
      closeOnEscape={false}
      fullScreen={mobile}
      size={registration?.size ?? 'lg'}
      centered
      zIndex={Z.dialog}
      transitionProps={{ transition: mobile ? 'slide-up' : 'pop', duration: 160 }}
      styles={
        mobile
          ? { inner: { top: TOPBAR_HEIGHT }, content: { height: `calc(100dvh - ${TOPBAR_HEIGHT}px)`, maxHeight: 'none' } }
          : { content: { borderRadius: 'var(--mantine-radius-xl)' } }
      }
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content data-testid="dialog" data-dialog={current?.name} data-dialog-frame>
        <Modal.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap={4} wrap="nowrap" flex={1} miw={0}>
            <Tooltip label="Back" disabled={mobile}>
              <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Back" disabled={index <= 0} onClick={back}>
                <IconChevronLeft size={20} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Forward" disabled={mobile}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                radius="xl"
                aria-label="Forward"
                disabled={index >= history.length - 1}
                onClick={forward}
              >
                <IconChevronRight size={20} />
              </ActionIcon>
            </Tooltip>
            <Text component="h2" ff="heading" fw={600} fz={20} ml={6} my={0} truncate data-testid="dialog-title">
              {entry ? DIALOG_LABELS[entry.name] : ''}
            </Text>
          </Group>
          {!mobile && <CloseButton size="lg" radius="xl" aria-label="Close" onClick={close} />}
        </Modal.Header>
        <Modal.Body pt="md">
          {entry && (
            <DialogBoundary key={`${shown.at}-${entry.name}`}>
              {Body ? (
                <Suspense
                  fallback={
                    <Center py="xl">
                      <Loader />
                    </Center>
                  }
                >
                  <Body {...entry.props} />
                </Suspense>
              ) : (
                <ComingSoon name={entry.name} />
              )}
            </DialogBoundary>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
