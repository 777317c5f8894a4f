import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** citext: unique regardless of case, and found by login regardless of case. */
  @Column({ type: 'citext', unique: true })
  username: string;

  @Column({ type: 'citext', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName: string | null;

  /**
   * The writer's IANA time zone (`Europe/Lisbon`), which decides what "a day" is for them (On this day, the
   * calendar); null until they or their browser set it, when UTC stands in.
   */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  /** Bumped when the password changes; tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
