import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

// product.md §4.5: online/offline status is tracked and shown in the header.
export const OnlineStatus = () => {
  const online = useOnline();
  return (
    <span
      role="status"
      className="flex items-center gap-1.5 text-xs text-stone-500"
      title={online ? 'Online' : 'Offline'}
    >
      <span aria-hidden className={`size-2 rounded-full ${online ? 'bg-green-500' : 'bg-red-500'}`} />
      {online ? 'Online' : 'Offline'}
    </span>
  );
};
