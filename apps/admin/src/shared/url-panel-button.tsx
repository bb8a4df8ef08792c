import { Button } from '@backoffice/ui/button';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';

// A record page's side panel behind a button, open while `?<param>=open` (the page's open drawer is in
// the URL, like its tab): the task and note panels of the trip, client and vendor pages.
export const UrlPanelButton = ({
  param,
  label,
  icon,
  panel,
}: {
  param: string;
  label: string;
  icon: ReactNode;
  panel: (close: () => void) => ReactNode;
}) => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isOpen = new URLSearchParams(search).get(param) === 'open';
  const toggle = (open: boolean) => {
    const params = new URLSearchParams(search);
    if (open) params.set(param, 'open');
    else params.delete(param);
    const query = params.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };
  return (
    <>
      <Button variant="secondary" size="sm" aria-expanded={isOpen} onClick={() => toggle(!isOpen)}>
        {icon}
        {label}
      </Button>
      {isOpen ? panel(() => toggle(false)) : null}
    </>
  );
};
