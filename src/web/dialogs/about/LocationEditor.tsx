import { useState } from 'react';
import { profileRoutes } from '@common/api/routes/profile';
import { call } from '../../api/client';
import { CountryPicker } from '../../components/CountryPicker';
import { profileKeys } from '../../components/ProfilePopup';
import { queryClient } from '../../queryClient';
import { toast } from '../../toast';

/** The owner picks their location; it saves as soon as it is picked. */
export function LocationEditor({ location, username }: { location: string | null; username: string }) {
  const [value, setValue] = useState(location);
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
        call(profileRoutes.location, { body: { location: name } })
          .then((res) => {
            toast.success(res.message);
            return queryClient.invalidateQueries({ queryKey: profileKeys.full(username) });
          })
          .catch(() => setValue(before));
      }}
    />
  );
}
