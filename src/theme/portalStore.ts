import { localStorageStore, memoryStore, type Store } from 'react-admin';

/** What react-admin keeps across reloads: the light/dark choice of its theme toggle. The rest lives for the page. */
const KEPT = ['theme'];

/**
 * react-admin's store for the portal: in memory (lists start as their links say), except the light or
 * dark choice, which the browser keeps so a reload does not switch a dark screen back to light.
 */
export function portalStore(): Store {
  const memory = memoryStore();
  const kept = localStorageStore(undefined, 'Portal');
  const storeOf = (key: string) => (KEPT.includes(key) ? kept : memory);
  return {
    setup: () => (memory.setup(), kept.setup()),
    teardown: () => (memory.teardown(), kept.teardown()),
    getItem: (key, defaultValue) => storeOf(key).getItem(key, defaultValue),
    setItem: (key, value) => storeOf(key).setItem(key, value),
    removeItem: (key) => storeOf(key).removeItem(key),
    removeItems: (prefix) => memory.removeItems(prefix),
    // Signing out forgets the page's state; the light or dark choice belongs to the browser, like its language.
    reset: () => memory.reset(),
    subscribe: (key, callback) => storeOf(key).subscribe(key, callback),
    listItems: (prefix) => ({ ...kept.listItems?.(prefix), ...memory.listItems?.(prefix) }),
  };
}
