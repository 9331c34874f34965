// The roll call offline (issue 15: "saved at once, offline too"), with the real SDK against the
// emulator: the network is cut with disableNetwork and the browser's offline flag is simulated.
import { describe, expect, it } from 'vitest';
import { giveNotice, markAttendance } from '../../src/data/occurrences-repo';
import { classOnDate } from '../../src/domain/class-days';
import { creditIdOf } from '../../src/domain/credit';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { aClass, occurrenceOf, read, setUpWeekStudio, tomorrow, yesterday } from './week-setup';

setUpWeekStudio();

onlineAfterEach();

describe('the roll call offline', () => {
  it('marks a class nothing was stored for yet, student after student, and the server has them once back', async () => {
    const c = classOnDate(await aClass('c1', ['ana', 'bia']), yesterday, null);
    await goOffline();

    await markAttendance(c, 'ana', 'presente');
    await markAttendance(c, 'bia', 'falta');
    expect(await occurrenceOf('c1', yesterday)).toBeNull(); // still on this device only

    await backOnline();
    expect(await occurrenceOf('c1', yesterday)).toMatchObject({ attendance: { ana: 'presente', bia: 'falta' } });
  });

  it("'Avisar falta' for tomorrow's class: the justified absence and its credit reach the server", async () => {
    const c = classOnDate(await aClass('c1', ['ana']), tomorrow, null);
    await goOffline();

    expect(await giveNotice(c, 'ana', 30)).toBe('justificada');

    await backOnline();
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: { ana: 'justificada' } });
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)).toMatchObject({ withdrawn: false });
  });
});
