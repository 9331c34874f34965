// A make-up booking or 'Cancelar aula deste dia' made impossible by what another device saved meanwhile
// (issue 15): the data layer reads the class and the credit as stored and says why (ClassRefusal),
// writing nothing, where the rules' bare refusal said only 'sem permissão', on every retry.
import { describe, expect, it } from 'vitest';
import { bookMakeUp, cancelClass, giveNotice, markAttendance } from '../../src/data/occurrences-repo';
import { classOnDate } from '../../src/domain/class-days';
import { ClassRefusal } from '../../src/domain/class-refusals';
import { creditIdOf } from '../../src/domain/credit';
import { todayIso } from '../../src/domain/dates';
import { aClass, read, setUpWeekStudio, tomorrow, yesterday } from './week-setup';

setUpWeekStudio();

const refused = (reason: string) => expect.objectContaining({ name: 'ClassRefusal', reason });

describe('refusals said with their reason', () => {
  it("'Cancelar aula deste dia' of a class someone attended, or one already cancelled", async () => {
    const c = await aClass('c1', ['ana', 'bia'], '00:00');
    const item = classOnDate(c, yesterday, null);
    await markAttendance(item, 'ana', 'presente'); // on the instructor's phone
    await expect(cancelClass(item, 'Chuva', 30)).rejects.toEqual(refused('class-attended'));
    expect(await read(`schedules/c1/occurrences/${yesterday}`)).toMatchObject({ cancelled: false, version: 1 });

    const ahead = classOnDate(c, tomorrow, null);
    await cancelClass(ahead, 'Chuva', 30);
    await expect(cancelClass(ahead, 'Feriado', 30)).rejects.toBeInstanceOf(ClassRefusal);
    expect(await read(`schedules/c1/occurrences/${tomorrow}`)).toMatchObject({ reason: 'Chuva', version: 1 });
  });

  it('a booking into a class cancelled, full or started meanwhile, or with a credit used meanwhile', async () => {
    const c1 = await aClass('c1', ['ana']);
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const credit = creditIdOf('c1', tomorrow, 'ana');
    const cancelled = await aClass('c2', ['caio'], '11:00');
    await cancelClass(classOnDate(cancelled, tomorrow, null), 'Chuva', 30);
    await expect(bookMakeUp(credit, 'ana', classOnDate(cancelled, tomorrow, null))).rejects.toEqual(
      refused('make-up-cancelled'),
    );
    const full = await aClass('c3', ['s1', 's2', 's3', 's4', 's5', 's6'], '12:00');
    await expect(bookMakeUp(credit, 'ana', classOnDate(full, tomorrow, null))).rejects.toEqual(refused('make-up-full'));
    const started = await aClass('c4', ['caio'], '00:00');
    await expect(bookMakeUp(credit, 'ana', classOnDate(started, todayIso(), null))).rejects.toEqual(
      refused('make-up-started'),
    );
    expect(await read(`credits/${credit}`)).toMatchObject({ bookedDate: '', version: 1 });

    const free = await aClass('c5', ['bia'], '13:00');
    await bookMakeUp(credit, 'ana', classOnDate(free, tomorrow, null)); // on another device
    const other = await aClass('c6', ['bia'], '14:00');
    await expect(bookMakeUp(credit, 'ana', classOnDate(other, tomorrow, null))).rejects.toEqual(
      refused('credit-not-open'),
    );
    expect(await read(`schedules/c6/occurrences/${tomorrow}`)).toBeUndefined();
  });
});
