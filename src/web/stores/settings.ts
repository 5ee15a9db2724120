import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Browser-kept settings (optimized mode and friends): one store, persisted in localStorage. */
interface SettingsState {
  optimizedMode: boolean;
  setOptimizedMode(on: boolean): void;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      optimizedMode: false,
      setOptimizedMode: (optimizedMode) => set({ optimizedMode }),
    }),
    { name: 'oldroad.settings' },
  ),
);
