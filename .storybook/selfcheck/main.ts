import base from '../main';
export default { ...base, stories: ['./*.stories.tsx'] };
