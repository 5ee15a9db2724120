import { Suspense, useState } from 'react';
import { Loader, Tabs } from '@mantine/core';
import { ACCESS, hasAccess } from '@common/roles';
import { useSession } from '../../stores/session';
import classes from './moderation.module.css';
import { MODERATION_TABS } from './tabs';
import type { ModerationDialogProps } from '../props';

/**
 * Everything moderators decide, in one dialog (issue 21 §2): report cases first, then the
 * creator submissions and feed uploads to review, the feedback inbox, and the other tabs of
 * tabs.ts, each shown to the roles its routes allow. `tab` opens it at one of them.
 */
export default function ModerationDialog({ tab }: ModerationDialogProps) {
  const access = useSession((s) => s.user?.access ?? 0);
  const tabs = MODERATION_TABS.filter((t) => !t.role || hasAccess(access, ACCESS[t.role]));
  const [active, setActive] = useState<string | null>(tabs.some((t) => t.value === tab) ? tab! : (tabs[0]?.value ?? null));

  return (
    <Tabs value={active} onChange={setActive} className={classes.body} keepMounted={false} data-testid="moderation">
      <Tabs.List className={classes.tabs}>
        {tabs.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} data-testid={`moderation-tab-${value}`}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value, component: Tab }) => (
        <Tabs.Panel key={value} value={value} className={classes.panel}>
          <Suspense fallback={<Loader mx="auto" my="xl" display="block" />}>
            <Tab />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
