import { characterLayers, splitAtHero, type WornItem } from '../model/layers';

const worn = (category: string, file: string, is_activated = true): WornItem => ({
  is_activated,
  file,
  item: { category },
});

describe('character layers (docs/decisions.md "Character")', () => {
  it('stacks the activated items bottom to top in the canvas order', () => {
    const items = [
      worn('DEVICES', 'd.svg'),
      worn('CAP', 'c.svg'),
      worn('HERO', 'h.svg'),
      worn('BACKGROUND', 'b.svg'),
      worn('ACCESSORIES', 'a.svg'),
      worn('FACE', 'f.svg'),
      worn('PANTS', 'p.svg'),
      worn('TRANSPORTS', 't.svg'),
      worn('ANIMALS', 'n.svg'),
    ];
    expect(characterLayers(items).map((l) => l.category)).toEqual([
      'BACKGROUND',
      'ANIMALS',
      'TRANSPORTS',
      'HERO',
      'PANTS',
      'FACE',
      'CAP',
      'ACCESSORIES',
      'DEVICES',
    ]);
  });

  it('draws only activated items, one per category (the newest), and no souvenirs', () => {
    const items = [
      worn('HERO', 'new.svg'),
      worn('HERO', 'old.svg'),
      worn('CAP', 'off.svg', false),
      worn('SOUVENIR', 's.svg'),
    ];
    expect(characterLayers(items)).toEqual([{ category: 'HERO', src: 'new.svg' }]);
  });

  it("falls back to the item's own file", () => {
    expect(characterLayers([{ is_activated: true, file: '', item: { category: 'FACE', file: 'f.svg' } }])).toEqual([
      { category: 'FACE', src: 'f.svg' },
    ]);
  });

  it('tries an item on in place of what is worn in its category', () => {
    const items = [worn('HERO', 'h.svg'), worn('CAP', 'old-cap.svg')];
    expect(characterLayers(items, { category: 'CAP', file: 'new-cap.svg' })).toEqual([
      { category: 'HERO', src: 'h.svg' },
      { category: 'CAP', src: 'new-cap.svg' },
    ]);
    expect(characterLayers(items, { category: 'SOUVENIR', file: 'mug.svg' })).toHaveLength(2);
  });

  it('splits the layers around the hero, for the default figure', () => {
    const layers = characterLayers([worn('BACKGROUND', 'b.svg'), worn('CAP', 'c.svg')]);
    expect(splitAtHero(layers)).toEqual({
      below: [{ category: 'BACKGROUND', src: 'b.svg' }],
      hero: null,
      above: [{ category: 'CAP', src: 'c.svg' }],
    });
  });
});
