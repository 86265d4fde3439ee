import { NotificationStore } from './NotificationStore';

it('adds a notification with a fresh id and returns the id', () => {
  const store = new NotificationStore(() => 'uuid-1');
  const id = store.notify({ title: 'emailSent.title', content: 'emailSent.content', type: 'success' });
  expect({ id, list: store.notifications }).toEqual({
    id: 'uuid-1',
    list: [{ id: 'uuid-1', title: 'emailSent.title', content: 'emailSent.content', type: 'success' }],
  });
});

it('defaults the type to info and keeps interpolation data', () => {
  const store = new NotificationStore(() => 'uuid-1');
  store.notify({ title: 'emailChanged.title', content: 'emailChanged.content', data: { email: 'a@b.cd' } });
  expect(store.notifications[0]).toMatchObject({ type: 'info', data: { email: 'a@b.cd' } });
});

it('uses crypto.randomUUID by default', () => {
  const store = new NotificationStore();
  const id = store.notify({ title: 'codeCopied.title' });
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it('keeps notifications oldest first', () => {
  let n = 0;
  const store = new NotificationStore(() => `id-${(n += 1)}`);
  store.notify({ title: 'a' });
  store.notify({ title: 'b' });
  expect(store.notifications.map((notification) => notification.id)).toEqual(['id-1', 'id-2']);
});

it('dismisses one notification by id', () => {
  let n = 0;
  const store = new NotificationStore(() => `id-${(n += 1)}`);
  store.notify({ title: 'a' });
  store.notify({ title: 'b' });
  store.dismiss('id-1');
  expect(store.notifications.map((notification) => notification.title)).toEqual(['b']);
});

it('ignores dismissing an unknown id', () => {
  const store = new NotificationStore(() => 'id-1');
  store.notify({ title: 'a' });
  store.dismiss('nope');
  expect(store.notifications).toHaveLength(1);
});
