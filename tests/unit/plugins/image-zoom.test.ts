import {afterEach, describe, expect, it, vi} from 'vitest';
import {imageZoomOptions, scheduleAttach} from '../../../src/plugins/image-zoom/options';

describe('image zoom', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the margin and delay of the spec on content images only', () => {
    expect(imageZoomOptions.margin).toBe(10);
    expect(imageZoomOptions.reapplyDelayMs).toBe(1000);
    expect(imageZoomOptions.selector).toContain('.markdown img');
  });

  it('attaches only once the delay has passed', () => {
    vi.useFakeTimers();
    const attach = vi.fn();
    scheduleAttach(attach, 1000);
    vi.advanceTimersByTime(999);
    expect(attach).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(attach).toHaveBeenCalledOnce();
  });

  it('can be cancelled by a newer navigation', () => {
    vi.useFakeTimers();
    const attach = vi.fn();
    const cancel = scheduleAttach(attach, 1000);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(attach).not.toHaveBeenCalled();
  });
});
