import { expect } from '@esm-bundle/chai';
import { START_CHEST } from './viking-seesaw.components.js';
import { dropPose, initialShip, resolvePlacement } from './viking-seesaw.physics.js';
import { balanceHint, recordingOf } from './viking-seesaw.view.js';

describe('How to Play (aiming: where a piece lands, how close it is)', () => {
  const ship = initialShip(START_CHEST.x);

  it('dropPose is the pose the physics sets the piece down at (the first recorded frame)', () => {
    for (const placement of [{ piece: 'gold', x: 6, rotation: 45 }, { piece: 'viking', x: 9, rotation: 0 }, { piece: 'gem', x: 4, rotation: 90 }] as const) {
      const pose = dropPose(ship, placement);
      const result = resolvePlacement(ship, placement);
      const index = result.recording.ids.indexOf(result.placedId);
      const [angle, wx, wy, wa] = [result.recording.frames[0][0], ...result.recording.frames[0].slice(1 + index * 3, 4 + index * 3)];
      expect(pose.x * Math.cos(angle) - pose.y * Math.sin(angle)).to.be.closeTo(wx, 1e-2);
      expect(pose.x * Math.sin(angle) + pose.y * Math.cos(angle)).to.be.closeTo(wy, 1e-2);
      expect(pose.a + angle).to.be.closeTo(wa, 1e-2);
      expect(pose.x).to.be.greaterThan(0);
    }
  });

  it('dropPose stacks a piece on cargo under it', () => {
    const loaded = resolvePlacement(ship, { piece: 'viking', x: 7, rotation: 0 }).ship;
    expect(dropPose(loaded, { piece: 'silver', x: 7, rotation: 0 }).y).to.be.greaterThan(dropPose(ship, { piece: 'silver', x: 7, rotation: 0 }).y + 1);
  });

  it('balanceHint is high on the knife’s edge and 0 far from it either way, and names no side', () => {
    const edge = balanceHint(ship, { piece: 'silver', x: 4, rotation: 0 });
    expect(edge).to.be.greaterThan(0.6);
    expect(balanceHint(ship, { piece: 'gold', x: 9, rotation: 0 })).to.equal(0);
    expect(balanceHint(ship, { piece: 'viking', x: 4, rotation: 0 })).to.equal(0);
    for (const x of [4, 5, 6, 7, 8, 9]) {
      const hint = balanceHint(ship, { piece: 'glass', x, rotation: 0 });
      expect(hint).to.be.within(0, 1);
    }
  });

  it('recordingOf replays the last placement', () => {
    expect(recordingOf(null)).to.equal(null);
  });
});
