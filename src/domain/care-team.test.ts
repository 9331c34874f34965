import { describe, expect, it } from 'vitest';
import { proposedTeam } from './care-team';

describe('proposedTeam', () => {
  const instructors = [
    { id: 'i1', userId: 'u1' },
    { id: 'i2', userId: 'u2' },
    { id: 'i3', userId: '' },
  ];

  it("proposes the logins of the instructors of the student's active classes, once each", () => {
    const schedules = [
      { instructorId: 'i1', studentIds: ['s1', 's2'], active: true },
      { instructorId: 'i1', studentIds: ['s1'], active: true },
      { instructorId: 'i2', studentIds: ['s1'], active: false },
      { instructorId: 'i2', studentIds: ['s2'], active: true },
      { instructorId: 'i3', studentIds: ['s1'], active: true },
    ];
    expect(proposedTeam('s1', schedules, instructors)).toEqual(['u1']);
  });

  it('proposes nobody for a student without classes', () => {
    expect(proposedTeam('s9', [], instructors)).toEqual([]);
  });
});
