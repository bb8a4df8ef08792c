import { Button } from '@backoffice/ui/button';
import { Spinner } from '@backoffice/ui/spinner';
import { RefreshCw } from 'lucide-react';
import { useUpdateWebsiteMutation } from '../../lib/website-update.ts';
import { useSettingsQuery } from './api/settings-query.ts';
import { NewSettingCard } from './new-setting-card.tsx';
import { SettingCard } from './setting-card.tsx';

const robotsTxt = 'robots.txt';

// /admin/parameters (product.md §2.3, super admins): the settings the API holds, robots.txt first
// (created on its first save when missing), and the website update action (§8 wording).
export const ParametersPage = () => {
  const settings = useSettingsQuery();
  const website = useUpdateWebsiteMutation();
  const robots = settings.data?.find((s) => s.code === robotsTxt);
  const others = settings.data?.filter((s) => s.code !== robotsTxt) ?? [];
  return (
    <section className="max-w-4xl space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Parameters</h1>
        <Button variant="secondary" onClick={() => website.mutate()} disabled={website.isPending}>
          <RefreshCw aria-hidden="true" className={website.isPending ? 'size-4 animate-spin' : 'size-4'} />
          Update website
        </Button>
      </div>
      {!settings.data ? (
        settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The settings could not be loaded.
          </p>
        ) : (
          <div className="grid place-items-center py-10">
            <Spinner />
          </div>
        )
      ) : (
        <>
          <SettingCard
            code={robotsTxt}
            id={robots?.id}
            title={robotsTxt}
            help={robots?.description ?? 'The robots.txt the website serves.'}
            valueLabel={robotsTxt}
            updatesWebsite
          />
          {others.map((setting) => (
            <SettingCard
              key={setting.code}
              code={setting.code}
              id={setting.id}
              title={setting.code}
              help={setting.description ?? undefined}
              valueLabel="Value"
            />
          ))}
          <NewSettingCard />
        </>
      )}
    </section>
  );
};
