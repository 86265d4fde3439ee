import type { Meta, StoryObj } from '@storybook/react-vite';
const meta: Meta = { title: 'Check/Bad' };
export default meta;
// Passes in dark (light text on dark bg), fails contrast in light only.
export const LightOnly: StoryObj = { render: () => <p style={{ color: 'var(--c)' }}><style>{`:root{--c:#eee} [data-theme="light"]{--c:#f4f4f4}`}</style>Текст</p> };
export const Good: StoryObj = { render: () => <button type="button">OK</button> };
export const Todo: StoryObj = { parameters: { a11y: { test: 'todo' } }, render: () => <img src="data:," /> };
