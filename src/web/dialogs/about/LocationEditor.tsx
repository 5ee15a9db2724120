import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { profileRoutes } from '@common/api/routes/profile';
import { call } from '../../api/client';
import { CountryPicker } from '../../components/CountryPicker';
import { profileKeys } from '../../components/ProfilePopup';
import { queryClient } from '../../queryClient';
import { toast } from '../../toast';

/** The owner picks their location; it saves as soon as it is picked. */
export function LocationEditor({ location, username }: { location: string | null; username: string }) {
  const [value, setValue] = useState(location);
  const saving = useMutation({
    mutationFn: (name: string) => call(profileRoutes.location, { body: { location: name } }),
    onSuccess: (res) => {
      toast.success(res.message);
      return queryClient.invalidateQueries({ queryKey: profileKeys.full(username) });
    },
  });
  return (
    <CountryPicker
      value={value}
      size="sm"
      variant="filled"
      aria-label="Location"
      onChange={(name) => {
        if (!name || name === value) return;
        const before = value;
        setValue(name);
        saving.mutate(name, { onError: () => setValue(before) });
      }}
    />
  );
}
