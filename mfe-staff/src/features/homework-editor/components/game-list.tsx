// The configurations in order, reordered by drag and drop (dnd-kit: pointer, touch and keyboard, with spoken
// announcements in the viewer's language) or by each card's up and down buttons.
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { EditorGameType } from '@abacus/contract/homework';
import type { EditorEntry, GameFields } from '../model/game-fields';
import { GameCard } from './game-card';

interface Props {
  entries: readonly EditorEntry[];
  problems: Record<string, Record<string, string>>;
  onChange: (key: string, game: GameFields) => void;
  onTypeChange: (key: string, kind: EditorGameType) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}

const NO_PROBLEMS: Record<string, string> = {};

export function GameList({ entries, problems, onChange, onTypeChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('staff');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = entries.map((e) => e.key);
  const position = (id: string | number | undefined) => keys.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('homeworkEditor.drag.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('homeworkEditor.drag.start', { n: position(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('homeworkEditor.drag.over', { n: position(active.id), to: position(over.id) })
              : t('homeworkEditor.drag.outside', { n: position(active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t('homeworkEditor.drag.end', { n: position(active.id), to: position(over.id) })
              : t('homeworkEditor.drag.cancel', { n: position(active.id) }),
          onDragCancel: ({ active }) => t('homeworkEditor.drag.cancel', { n: position(active.id) }),
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="hw-list" aria-label={t('homeworkEditor.games')}>
          {entries.map((entry, index) => (
            <GameCard
              key={entry.key}
              entry={entry}
              index={index}
              total={entries.length}
              problems={problems[entry.key] ?? NO_PROBLEMS}
              onChange={(game) => onChange(entry.key, game)}
              onTypeChange={(kind) => onTypeChange(entry.key, kind)}
              onMove={(delta) => onMove(index, index + delta)}
              onRemove={() => onRemove(entry.key)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
