/** The small labels on a task: used by Summary, hidden in models or datasets, placeholder. */
import type { TaskSummary } from '#catalogue/types.ts';

interface TaskBadgesProps {
  task: TaskSummary;
  /** On a card only the product mark is shown, to keep cards calm. */
  compact?: boolean;
}

export function TaskBadges({ task, compact = false }: TaskBadgesProps) {
  const badges: { text: string; tone: string }[] = [];
  if (task.usedByProduct) badges.push({ text: 'Used by Summary', tone: 'product' });
  if (!compact) {
    if (task.hideInModels) badges.push({ text: 'Hidden in models', tone: 'muted' });
    if (task.hideInDatasets) badges.push({ text: 'Hidden in datasets', tone: 'muted' });
    if (task.isPlaceholder) badges.push({ text: 'Placeholder', tone: 'warning' });
  }
  if (badges.length === 0) return null;
  return (
    <span className="catalogue-badges">
      {badges.map((badge) => (
        <span key={badge.text} className={`catalogue-badge catalogue-badge--${badge.tone}`}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}
