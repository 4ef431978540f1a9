import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PublishButtons, ScheduleField } from './PublishControls';

const draft = { status: 'draft', published_at: null } as const;
const published = { status: 'published', published_at: '2020-01-01T00:00:00.000Z' } as const;

interface ControlsProps {
  isAdmin?: boolean;
  item?: typeof draft | typeof published;
  specWords?: boolean;
}

/** The bar's buttons and the schedule field below the form, as the editor shows them. */
function renderControls({ isAdmin = false, item, specWords }: ControlsProps = {}) {
  const onCancel = vi.fn();
  return {
    onCancel,
    rendered: renderWithProviders(
      <form>
        <PublishButtons
          isAdmin={isAdmin}
          item={item}
          pending={false}
          onCancel={onCancel}
          specWords={specWords}
        />
        <ScheduleField
          isAdmin={isAdmin}
          item={item}
          scheduleAt=""
          onScheduleAtChange={() => {}}
          pending={false}
        />
      </form>,
    ),
  };
}

describe('PublishButtons and ScheduleField', () => {
  it('offers an editor a draft save only', async () => {
    await renderControls({ item: draft }).rendered;
    expect(screen.getByRole('button', { name: '임시 저장' })).toHaveAttribute('data-intent', 'draft');
    expect(screen.queryByRole('button', { name: '지금 게시' })).toBeNull();
    expect(screen.queryByRole('button', { name: '예약 게시' })).toBeNull();
    expect(screen.queryByLabelText('게시 예약 일시')).toBeNull();
  });

  it('offers an admin draft, schedule (with its moment) and publish; a public item is saved as it stays', async () => {
    await renderControls({ isAdmin: true, item: draft }).rendered;
    expect(screen.getByRole('button', { name: '지금 게시' })).toHaveAttribute('data-intent', 'publish');
    expect(screen.getByRole('button', { name: '예약 게시' })).toHaveAttribute('data-intent', 'schedule');
    expect(screen.getByLabelText('게시 예약 일시')).toHaveAttribute('type', 'datetime-local');
  });

  it('names the publish of an item already public as a save that keeps it published', async () => {
    await renderControls({ isAdmin: true, item: published }).rendered;
    expect(screen.getByRole('button', { name: '저장 (게시 유지)' })).toHaveAttribute(
      'data-intent',
      'publish',
    );
  });

  it("keeps a live item's other save as a pending version, never rescheduling it", async () => {
    await renderControls({ isAdmin: true, item: published }).rendered;
    expect(screen.getByRole('button', { name: '게시하지 않고 저장' })).toHaveAttribute(
      'data-intent',
      'draft',
    );
    expect(screen.queryByRole('button', { name: '예약 게시' })).toBeNull();
    expect(screen.queryByRole('button', { name: '임시 저장' })).toBeNull();
  });

  it("reads 수정 완료 on the spec's edit screen, and leaves the cancel question to the form", async () => {
    const { onCancel, rendered } = renderControls({ isAdmin: true, item: published, specWords: true });
    await rendered;
    expect(screen.getByRole('button', { name: '수정 완료' })).toHaveAttribute('data-intent', 'publish');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
