import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconUserSearch } from '@tabler/icons-react';
import { isAdmin } from '@common/roles';
import { STAFF_TEXT, STAFF_UI_TEXT as T } from '@common/staff-tools';
import { EmptyState } from '../../../components/EmptyState';
import { useSession } from '../../../stores/session';
import classes from '../moderation.module.css';
import { BalanceForm } from '../staff/BalanceForm';
import { RenameForm } from '../staff/RenameForm';
import { ActivityPanel } from './ActivityPanel';
import local from './players.module.css';
import { ProfileCard } from './ProfileCard';
import { SanctionForm } from './SanctionForm';
import { usePlayerLookup } from './usePlayerLookup';
import { useLookupTarget } from './target';

/**
 * The player lookup (issue 21 §2) for moderators and admins: a player by username, with their
 * profile, standing and the ladder's next step, the sanction form, and (admins) the staff
 * tools on the left; their sanctions, chat, forum and feed activity, ledger, addresses and
 * past usernames on the right.
 */
export default function PlayersTab() {
  const admin = useSession((s) => isAdmin(s.user?.access));
  const target = useLookupTarget((s) => s.username);
  const setTarget = useLookupTarget((s) => s.show);
  const [typed, setTyped] = useState(target ?? '');
  const lookup = usePlayerLookup(target);
  const go = () => {
    const name = typed.trim();
    if (name) setTarget(name);
  };

  return (
    <Stack gap="md" className={classes.column} data-testid="players-tab">
      <Group gap="sm" wrap="nowrap">
        <TextInput
          placeholder={STAFF_TEXT.lookupPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go();
          }}
          leftSection={<IconSearch size={16} />}
          maxLength={40}
          style={{ flex: 1, maxWidth: 420 }}
          data-testid="lookup-input"
        />
        <Button onClick={go} disabled={typed.trim() === ''} data-testid="lookup-submit">
          {STAFF_TEXT.lookupButton}
        </Button>
      </Group>
      {!target ? (
        <EmptyState icon={<IconUserSearch size={38} />} title={T.playersTab} hint={STAFF_TEXT.lookupEmpty} testId="lookup-empty" />
      ) : lookup.isPending ? (
        <Stack gap="sm">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      ) : lookup.isError ? (
        <Alert color="red" radius="lg" title={STAFF_TEXT.lookupError(lookup.error.message)} data-testid="lookup-error" />
      ) : (
        <div className={local.result}>
          <Stack gap="md" className={local.column}>
            <ProfileCard data={lookup.data} />
            <SanctionForm key={lookup.data.player.id} data={lookup.data} />
            {admin && (
              <>
                <RenameForm
                  key={`rename-${lookup.data.player.username}`}
                  from={lookup.data.player.username}
                  onRenamed={(name) => {
                    setTyped(name);
                    setTarget(name);
                  }}
                />
                <BalanceForm key={`balance-${lookup.data.player.username}`} username={lookup.data.player.username} />
              </>
            )}
          </Stack>
          <div className={local.column}>
            <ActivityPanel key={lookup.data.player.id} data={lookup.data} />
          </div>
        </div>
      )}
    </Stack>
  );
}
