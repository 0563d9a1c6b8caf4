// The status texts of the tools that are on (the ruler's 'Active: Ruler -
// {distance} NM'), above the status bar.
import { useSnapshot } from 'valtio';
import { pl } from '../../i18n/pl';
import { toolStatus } from '../../store/toolStatus';

export function ToolStatus() {
  const { byTool } = useSnapshot(toolStatus);
  const lines = Object.values(byTool);
  if (lines.length === 0) return null;
  return (
    <div className="tool-status" role="status" aria-label={pl.tools.toolStatusLabel} data-testid="tool-status">
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
