import { SimpleGrid, Stack } from '@mantine/core';
import classes from '../moderation.module.css';
import { AnnounceForm } from './AnnounceForm';
import { BalanceForm } from './BalanceForm';
import { RenameForm } from './RenameForm';

/**
 * The admins' staff tools (issue 21 §5): an announcement to everyone online, a username change,
 * coins and gems given or taken. Each is audited; the Players tab offers the same per player.
 */
export default function StaffTab() {
  return (
    <div className={classes.scroll} data-testid="staff-tab">
      <Stack gap="md">
        <AnnounceForm />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <RenameForm />
          <BalanceForm />
        </SimpleGrid>
      </Stack>
    </div>
  );
}
