/**
 * A module loader that keeps the module once it has come. React.lazy suspends on a component's first
 * render even when its module has already loaded, and React 19 then holds the revealed content back
 * for up to 300 ms (its fallback throttle): measured on a signed-in reload, 270 ms of idle before the
 * app drew anything. Once loaded, this loader answers with a thenable that calls back at once, which
 * lazy reads without suspending.
 */
export function keptModule<M>(load: () => Promise<M>): () => Promise<M> {
  let module: { value: M } | undefined;
  let loading: Promise<M> | undefined;
  return () => {
    if (module) return settled(module.value);
    loading ??= load().then(
      (value) => {
        module = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** A promise-like already fulfilled whose callbacks run at once (a native promise's wait a microtask). */
function settled<M>(value: M): Promise<M> {
  const thenable = {
    then: (onFulfilled?: (value: M) => unknown) => {
      try {
        return Promise.resolve(onFulfilled ? onFulfilled(value) : value);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    catch: () => Promise.resolve(value),
    finally: (onFinally?: () => void) => {
      onFinally?.();
      return Promise.resolve(value);
    },
  };
  return thenable as unknown as Promise<M>;
}
