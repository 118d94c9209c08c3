// chart.js with only what the reports' bar charts use registered (its tree-shaking: decision 205). Imported
// dynamically by ReportChart, so chart.js is fetched when the reports page draws its first chart, never by
// another console screen.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
