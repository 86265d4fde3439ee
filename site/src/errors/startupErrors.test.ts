import { StartupErrorChannel, installStartupErrorHandler, startupErrorFrom } from './startupErrors';

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
const errorEvent = (error: unknown) => new ErrorEvent('error', { error, message: error instanceof Error ? error.message : 'Script error.' });

describe('startupErrorFrom', () => {
  it('takes the error of an error event', () => {
    const error = new TypeError('x is undefined');
    expect(startupErrorFrom(errorEvent(error))).toBe(error);
  });

  it('takes the reason of a rejected promise', () => {
    const error = new Error('config exploded');
    expect(startupErrorFrom(rejection(error))).toBe(error);
  });

  it('turns a rejection with text into an error with that message', () => {
    expect(startupErrorFrom(rejection('went wrong'))?.message).toBe('went wrong');
  });

  it.each([undefined, null, { code: 1 }])('turns a rejection with %p into an error without a message', (reason) => {
    expect(startupErrorFrom(rejection(reason))?.message).toBe('');
  });

  it('ignores an error event without an error (a cross-origin script, ResizeObserver)', () => {
    expect(startupErrorFrom(errorEvent(null))).toBeNull();
  });

  it('leaves a failed code chunk to Gatsby, which loads the page again', () => {
    expect(startupErrorFrom(rejection(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })))).toBeNull();
  });
});

describe('installStartupErrorHandler', () => {
  it('reports errors and rejections while installed', () => {
    const target = new EventTarget();
    const report = jest.fn();
    installStartupErrorHandler(target, report);
    target.dispatchEvent(errorEvent(new Error('one')));
    target.dispatchEvent(rejection(new Error('two')));
    expect(report.mock.calls.map(([error]: [Error]) => error.message)).toEqual(['one', 'two']);
  });

  it('reports nothing once removed', () => {
    const target = new EventTarget();
    const report = jest.fn();
    installStartupErrorHandler(target, report)();
    target.dispatchEvent(errorEvent(new Error('late')));
    target.dispatchEvent(rejection(new Error('late')));
    expect(report).not.toHaveBeenCalled();
  });
});

describe('StartupErrorChannel', () => {
  it('hands an error reported before anyone listened to the first listener', () => {
    const channel = new StartupErrorChannel();
    const error = new Error('early');
    channel.report(error);
    const listener = jest.fn();
    channel.listen(listener);
    expect(listener).toHaveBeenCalledWith(error);
  });

  it('hands a waiting error over only once', () => {
    const channel = new StartupErrorChannel();
    channel.report(new Error('early'));
    channel.listen(jest.fn());
    const second = jest.fn();
    channel.listen(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('passes errors to a listener until it stops listening', () => {
    const channel = new StartupErrorChannel();
    const listener = jest.fn();
    const stop = channel.listen(listener);
    channel.report(new Error('while listening'));
    stop();
    channel.report(new Error('after'));
    expect(listener.mock.calls.map(([error]: [Error]) => error.message)).toEqual(['while listening']);
  });
});
