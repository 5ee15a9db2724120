import { useQuery, useQueryClient } from '@tanstack/react-query';
import { friendRoutes } from '@common/api/routes/friends';
import { mailRoutes, type Mail } from '@common/api/routes/mail';
import { call } from '../../api/client';
import { friendKeys } from '../../api/friends';
import { runMutation } from '../../queryClient';
import { MAIL_KEY, refreshMail } from '../../shell/useUnreadMail';
import { toast } from '../../toast';

export const MAIL_LIST_KEY = [...MAIL_KEY, 'list'] as const;

/** The signed-in player's mail (both directions, Trash too); errors show in the dialog. */
export function useMailList() {
  return useQuery({
    queryKey: MAIL_LIST_KEY,
    queryFn: ({ signal }) => call(mailRoutes.list, {}, { signal }),
    staleTime: 5_000,
  });
}

/**
 * What a player does with mail. Each action changes the cached list at once (the card moves,
 * the dot goes), then asks the server; either way the list and the unread badge are fetched
 * again so they show the server's truth. Each is a mutation, so a failure toasts the server's
 * message once (queryClient's error policy) and rejects.
 */
export function useMailActions() {
  const client = useQueryClient();
  const patch = (id: string, change: Partial<Mail> | null) =>
    client.setQueryData<Mail[]>(MAIL_LIST_KEY, (list) =>
      list ? (change ? list.map((m) => (m.id === id ? { ...m, ...change } : m)) : list.filter((m) => m.id !== id)) : list,
    );
  const run = <T>(work: () => Promise<T>, optimistic?: () => void): Promise<T> =>
    runMutation(work, {
      onMutate: optimistic,
      onSettled: () => {
        void refreshMail(client);
      },
    });

  return {
    read: (mail: Mail) => run(() => call(mailRoutes.read, { params: { id: mail.id } }), () => patch(mail.id, { isRead: true })),
    unread: (mail: Mail) => run(() => call(mailRoutes.unread, { params: { id: mail.id } }), () => patch(mail.id, { isRead: false })),
    save: (mail: Mail, saved: boolean) =>
      run(() => call(mailRoutes.save, { params: { id: mail.id, flag: saved ? '1' : '0' } }), () => patch(mail.id, { isSaved: saved })),
    /** To Trash, or for good from Trash (a friend request: declined at once). */
    remove: async (mail: Mail) => {
      const forGood = mail.isDeleted || mail.type === 1;
      const res = await run(() => call(mailRoutes.remove, { params: { id: mail.id } }), () => patch(mail.id, forGood ? null : { isDeleted: true }));
      toast.success(res.message);
      return res;
    },
    reply: async (mail: Mail, message: string) => {
      const res = await run(() => call(mailRoutes.reply, { params: { id: mail.id }, body: { message } }));
      toast.success(res.message);
      return res;
    },
    send: async (username: string, message: string) => {
      const res = await run(() => call(mailRoutes.send, { params: { username }, body: { message } }));
      toast.success(res.message);
      return res;
    },
    /** Accepts a friend-request mail; answers the new friend's name. */
    accept: async (mail: Mail) => {
      const res = await run(() => call(friendRoutes.accept, { params: { id: mail.id } }), () => patch(mail.id, null));
      void client.invalidateQueries({ queryKey: friendKeys.all });
      toast.success(res.message);
      return res;
    },
  };
}
export type MailActions = ReturnType<typeof useMailActions>;
