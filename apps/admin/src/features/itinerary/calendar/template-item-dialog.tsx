import type { TripItem } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  moveTemplateItem,
  templateDay,
  templateReferenceDate,
  useRefreshTemplate,
} from '../api/use-template-itinerary.ts';
import { DaySelectField, TimeField } from '../item-time-fields.tsx';
import { eventTitle } from './calendar-rules.ts';

const dayMs = 86_400_000;

/** A reference date-time ('2000-01-03 14:30:00') as the template's day and time: { day: 3, time: '14:30' }. */
export const templateDayAndTime = (value: string | null | undefined) => {
  if (!value) return { day: null, time: '' };
  const text = value.replace('T', ' ');
  const day =
    Math.round(
      (Date.parse(`${text.slice(0, 10)}T00:00:00Z`) - Date.parse(`${templateReferenceDate}T00:00:00Z`)) /
        dayMs,
    ) + 1;
  return { day, time: text.slice(11, 16) || '00:00' };
};

/**
 * A template item's day and times (the calendar's click, the journey's Edit): PATCH by type with
 * the reference date-times; the template's items are read again. A refusal (outside the template's
 * days, an end before the start) is a toast and the dialog stays open.
 */
export const TemplateItemDialog = ({
  item,
  nbDays,
  onClose,
}: {
  item: TripItem;
  nbDays: number;
  onClose: () => void;
}) => {
  const refresh = useRefreshTemplate();
  const start = templateDayAndTime(item.startDate);
  const end = templateDayAndTime(item.endDate);
  const [startDay, setStartDay] = useState(String(start.day ?? 1));
  const [startTime, setStartTime] = useState(start.time || '10:00');
  const [endDay, setEndDay] = useState(String(end.day ?? start.day ?? 1));
  const [endTime, setEndTime] = useState(end.time || '11:00');
  const save = useMutation({
    mutationFn: () =>
      moveTemplateItem(
        item,
        `${templateDay(Number(startDay))}T${startTime}:00`,
        `${templateDay(Number(endDay))}T${endTime}:00`,
      ),
    onSettled: () => refresh(),
    meta: { successMessage: 'Saved successfully' },
  });
  const times = /^\d{2}:\d{2}$/.test(startTime) && /^\d{2}:\d{2}$/.test(endTime);
  const ordered = `${startDay.padStart(2, '0')} ${startTime}` <= `${endDay.padStart(2, '0')} ${endTime}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!times || !ordered) return;
    save.mutate(undefined, { onSuccess: onClose });
  };
  // Day nbDays + 1: a late departure lands the day after the last (the server allows it).
  const dayOptions = Array.from({ length: nbDays + 1 }, (_, i) => ({
    value: String(i + 1),
    label: `Day ${i + 1}`,
  }));
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent title={eventTitle(item)} width={460} description="When it happens in the template">
        <form className="space-y-4" aria-label="Template item" onSubmit={submit}>
          <div className="grid grid-cols-2 gap-3">
            <DaySelectField
              id="tpl-item-start-day"
              label="Start day"
              value={startDay}
              onChange={setStartDay}
              options={dayOptions}
            />
            <TimeField
              id="tpl-item-start-time"
              label="Start time"
              value={startTime}
              onChange={setStartTime}
            />
            <DaySelectField
              id="tpl-item-end-day"
              label="End day"
              value={endDay}
              onChange={setEndDay}
              options={dayOptions}
            />
            <TimeField
              id="tpl-item-end-time"
              label="End time"
              value={endTime}
              onChange={setEndTime}
              error={
                !times ? 'Please input value' : ordered ? undefined : 'The end must not be before the start.'
              }
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || !times || !ordered}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </ModalContent>
    </Modal>
  );
};
