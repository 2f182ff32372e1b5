import { act, renderHook } from '@testing-library/react';

import { usePostcodeLookup } from '@/components/postcode/use-postcode-lookup';

/**
 * The postcode lookup /kalkylator and /jamfor share, with its race guard: an answer for a
 * postcode the visitor has since changed is dropped, whatever order the answers arrive in.
 */

const lookupPostalCodeArea = jest.fn();
jest.mock('@/lib/postcode/lookup', () => ({ lookupPostalCodeArea: (code: string) => lookupPostalCodeArea(code) }));

/** A lookup that answers when the test says so. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => lookupPostalCodeArea.mockReset());

describe('usePostcodeLookup', () => {
  it('finds the area of a valid code, written with or without the inner space', async () => {
    lookupPostalCodeArea.mockResolvedValue({ postalCode: '93131', detectedArea: 'SE1', inTable: true });
    const { result } = renderHook(() => usePostcodeLookup());
    const outcome = await act(() => result.current.lookup('931 31'));
    expect(outcome).toMatchObject({ status: 'found', postalCode: '93131', detectedArea: 'SE1', inTable: true });
    expect(result.current.isLatest(outcome)).toBe(true);
  });

  it('answers an invalid code at once, without loading anything', async () => {
    const { result } = renderHook(() => usePostcodeLookup());
    expect(await act(() => result.current.lookup('1234'))).toMatchObject({ status: 'invalid' });
    expect(lookupPostalCodeArea).not.toHaveBeenCalled();
  });

  it('drops the answer of an older lookup that arrives after a newer one', async () => {
    const slow = deferred();
    lookupPostalCodeArea.mockImplementationOnce(() => slow.promise).mockResolvedValueOnce({ postalCode: '21119', detectedArea: 'SE4', inTable: true });
    const { result } = renderHook(() => usePostcodeLookup());
    let first!: Promise<unknown>;
    let second!: unknown;
    await act(async () => {
      first = result.current.lookup('11122');
      second = await result.current.lookup('21119');
      slow.resolve({ postalCode: '11122', detectedArea: 'SE3', inTable: true });
    });
    expect(second).toMatchObject({ status: 'found', postalCode: '21119', detectedArea: 'SE4' });
    expect(await first).toMatchObject({ status: 'stale' });
  });

  it('drops an answer after cancel(), and an older answer is no longer the latest', async () => {
    const slow = deferred();
    lookupPostalCodeArea.mockImplementationOnce(() => slow.promise);
    const { result } = renderHook(() => usePostcodeLookup());
    let pending!: Promise<unknown>;
    await act(async () => {
      pending = result.current.lookup('11122');
      result.current.cancel();
      slow.resolve({ postalCode: '11122', detectedArea: 'SE3', inTable: true });
    });
    expect(await pending).toMatchObject({ status: 'stale' });

    lookupPostalCodeArea.mockResolvedValueOnce({ postalCode: '11122', detectedArea: 'SE3', inTable: true });
    const found = await act(() => result.current.lookup('11122'));
    expect(result.current.isLatest(found)).toBe(true);
    await act(() => result.current.lookup('1'));
    expect(result.current.isLatest(found)).toBe(false);
  });

  it("says 'failed' when the lookup cannot be loaded, unless a newer lookup has started", async () => {
    lookupPostalCodeArea.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => usePostcodeLookup());
    expect(await act(() => result.current.lookup('11122'))).toMatchObject({ status: 'failed' });

    const slow = deferred();
    lookupPostalCodeArea.mockImplementationOnce(() => slow.promise).mockResolvedValueOnce({ postalCode: '85230', detectedArea: 'SE2', inTable: true });
    let older!: Promise<unknown>;
    await act(async () => {
      older = result.current.lookup('11122');
      await result.current.lookup('85230');
      slow.reject(new Error('offline'));
    });
    expect(await older).toMatchObject({ status: 'stale' });
  });
});
