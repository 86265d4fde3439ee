import changes from 'virtual:kit-changelog';
import * as styles from './Foundations.css';

/** The kit's changes from git (read when Storybook is built), newest first, by day. */
export function Changelog() {
  if (changes.length === 0) return <p className={styles.note}>No history: this Storybook was built without the git history.</p>;
  const days = [...new Set(changes.map((change) => change.date))];
  return (
    <div className={styles.page}>
      {days.map((day) => (
        <section key={day} aria-labelledby={`changes-${day}`}>
          <h2 id={`changes-${day}`} className={styles.caption}>
            {day}
          </h2>
          <ul className={styles.changes}>
            {changes
              .filter((change) => change.date === day)
              .map((change) => (
                <li key={change.commit}>
                  <span className={styles.code}>{change.commit}</span> {change.subject}
                  <br />
                  <span className={styles.note}>{change.parts.join(', ')}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
